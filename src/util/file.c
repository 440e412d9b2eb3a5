/* file.c - whole-file I/O.  Outputs are written to a temporary file and
 * renamed, so a failed run never leaves a half-written object behind. */
#include "util.h"

#include <errno.h>
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

bool write_whole_file(const char *path, const void *data, size_t len)
{
	if (!strcmp(path, "-"))
		return fwrite(data, 1, len, stdout) == len && fflush(stdout) == 0;
	/* Devices and pipes (-o /dev/null) are written in place: renaming a
	 * temporary over them would replace the device node. */
	struct stat st;
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		FILE *f = fopen(path, "wb");
		if (!f)
			return false;
		bool ok = fwrite(data, 1, len, f) == len;
		return (fclose(f) == 0) && ok;
	}
	size_t n = strlen(path);
	char *tmp = xmalloc(n + 32);
	snprintf(tmp, n + 32, "%s.tmp%ld", path, (long)getpid());
	FILE *f = fopen(tmp, "wb");
	if (!f) {
		free(tmp);
		return false;
	}
	bool ok = fwrite(data, 1, len, f) == len;
	ok = (fclose(f) == 0) && ok;
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
