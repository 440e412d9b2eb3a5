/* bench/runstat.c - `runstat N command args...`: runs the command N times
 * (stdout and stderr to /dev/null) and prints "BEST_SECONDS PEAK_RSS_KB":
 * the fastest wall-clock time of the N runs and the largest resident set
 * of any run (getrusage of the waited children).  A tiny stand-in for
 * /usr/bin/time -f %M, which .ci/run does not install.  Exits 1 if any
 * run fails (the benchmark must time a successful compile). */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	if (argc < 3 || atoi(argv[1]) < 1) {
		fprintf(stderr, "usage: runstat N command [args...]\n");
		return 2;
	}
	int n = atoi(argv[1]);
	double best = -1;
	for (int i = 0; i < n; i++) {
		double t0 = now();
		pid_t pid = fork();
		if (pid < 0) {
			perror("runstat: fork");
			return 1;
		}
		if (pid == 0) {
			int fd = open("/dev/null", O_WRONLY);
			if (fd >= 0) {
				dup2(fd, 1);
				dup2(fd, 2);
			}
			execvp(argv[2], argv + 2);
			_exit(127);
		}
		int status;
		if (waitpid(pid, &status, 0) < 0) {
			perror("runstat: waitpid");
			return 1;
		}
		double t = now() - t0;
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
			fprintf(stderr, "runstat: %s failed (status %d)\n", argv[2], status);
			return 1;
		}
		if (best < 0 || t < best)
			best = t;
	}
	struct rusage ru;
	getrusage(RUSAGE_CHILDREN, &ru);
	printf("%.4f %ld\n", best, ru.ru_maxrss);
	return 0;
}
