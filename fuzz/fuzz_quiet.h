/* fuzz_quiet.h - silence the library's diagnostics in the fuzz targets
 * without losing the fuzzer's own output.
 *
 * The assembler and the tools print to stderr, and stderr is unbuffered,
 * so a single bad line costs a dozen write(2) calls.  fuzz_quiet() keeps a
 * duplicate of the original stderr descriptor, hands it to the sanitizers
 * (their reports go there) and to libFuzzer (its status lines and "Test
 * unit written to" messages go there), and then freopen()s stderr to
 * /dev/null.  libFuzzer's hook is a C++ function, so it is referenced by
 * its mangled name, weakly: with another fuzzing engine only the
 * engine's own messages are lost.  FUZZ_VERBOSE=1 keeps stderr as it is. */
#ifndef EBCC_FUZZ_QUIET_H
#define EBCC_FUZZ_QUIET_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

void __sanitizer_set_report_fd(void *fd) __attribute__((weak));
/* fuzzer::SetOutputFile(FILE *) */
void _ZN6fuzzer13SetOutputFileEP8_IO_FILE(FILE *f) __attribute__((weak));

static void fuzz_quiet(void)
{
	if (getenv("FUZZ_VERBOSE"))
		return;
	int fd = dup(2);
	if (fd >= 0) {
		FILE *keep = fdopen(fd, "w");
		if (keep) {
			setvbuf(keep, NULL, _IOLBF, 0);
			if (_ZN6fuzzer13SetOutputFileEP8_IO_FILE)
				_ZN6fuzzer13SetOutputFileEP8_IO_FILE(keep);
		}
		if (__sanitizer_set_report_fd)
			__sanitizer_set_report_fd((void *)(intptr_t)fd);
	}
	if (!freopen("/dev/null", "w", stderr))
		abort();
}

#endif
