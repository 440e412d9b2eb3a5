/* file.c - whole-file I/O.  Outputs are written to a temporary file and
 * renamed, so a failed run never leaves a half-written object behind. */
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

char *read_whole_file(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	if (!f)
		return NULL;
	Buf b = {0};
	char tmp[65536];
	size_t n;
	while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
		buf_put(&b, tmp, n);
	int err = ferror(f) ? (errno ? errno : EIO) : 0;
	if (f != stdin)
		fclose(f);
	if (err) {
		buf_free(&b);
		errno = err;
		return NULL;
	}
	buf_cstr(&b);
	*len = b.len;
	return (char *)b.data;
}

static bool write_all(int fd, const void *data, size_t len)
{
	const char *p = data;
	while (len) {
		ssize_t n = write(fd, p, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		p += n;
		len -= (size_t)n;
	}
	return true;
}

/* The old file is unlinked before the rename rather than renamed over:
 * ext4 treats a rename over an existing file as a replace-by-rename and
 * starts writing the new file's blocks back at once (its guard for
 * programs that replace files without fsync), 80 us of a 3 ms compile.
 * Between the two calls the path is missing, never half-written. */
bool write_whole_file(const char *path, const void *data, size_t len)
{
	if (!strcmp(path, "-"))
		return fwrite(data, 1, len, stdout) == len && fflush(stdout) == 0;
	/* Devices and pipes (-o /dev/null) are written in place: renaming a
	 * temporary over them would replace the device node. */
	struct stat st;
	bool exists = stat(path, &st) == 0;
	if (exists && !S_ISREG(st.st_mode)) {
		int fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);
		if (fd < 0)
			return false;
		bool ok = write_all(fd, data, len);
		return (close(fd) == 0) && ok;
	}
	size_t n = strlen(path);
	char *tmp = xmalloc(n + 32);
	snprintf(tmp, n + 32, "%s.tmp%ld", path, (long)getpid());
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (fd < 0) {
		free(tmp);
		return false;
	}
	bool ok = write_all(fd, data, len);
	ok = (close(fd) == 0) && ok;
	if (ok && exists && unlink(path) != 0 && errno != ENOENT)
		ok = false;
	if (ok && rename(tmp, path) != 0)
		ok = false;
	if (!ok) {
		int e = errno;
		remove(tmp);
		errno = e;
	}
	free(tmp);
	return ok;
}
