/* thread.c - the preprocessor on a thread of its own, running ahead of
 * the parser.  For vmlinux.h the two halves take about the same time
 * (lexing and interning 250k names; parsing 100k declarations), and
 * both are bound by memory latency, so with a core each a compile takes
 * little more than the longer half.
 *
 * What the two threads share, and how:
 *  - tokens: a ring of Token pointers with one writer and one reader,
 *    published in batches of BATCH (the counters are the futex words a
 *    side sleeps on when the other is behind);
 *  - diagnostics: the preprocessor's thread records its diagnostic
 *    calls (util's diag_defer) and puts a mark in the ring where it made
 *    them; cpp_next replays them when it reaches the mark.  So the output
 *    is the single thread's, in order, and `#pragma GCC diagnostic`,
 *    which the parser applies, governs the preprocessor's warnings too;
 *  - the identifier table: the preprocessor holds ident_lock while it
 *    makes a batch; the parser's rare interning (attribute spellings)
 *    takes it, ident_intern_locked;
 *  - token memory: the parser's recycling request goes into a mailbox
 *    the preprocessor empties between batches (cpp_recycle_behind);
 *  - arena blocks: util's pool has a lock of its own.
 * Everything else belongs to one side until cpp_join_ahead.  The token
 * stream, and so the object, is the single-threaded one: only the
 * timing differs. */
#define _GNU_SOURCE 1 /* syscall, sched_getaffinity */
#include "cpp_int.h"

#include <linux/futex.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

enum {
	RING = 4096, /* tokens in flight (a power of two) */
	BATCH = 64,  /* published at once; the producer unlocks between */
	SPINS = 2000,  /* polls before a side yields */
	YIELDS = 2000, /* sched_yield()s before it sleeps */
	MAX_LIVE = 8,
};

typedef struct Record {
	struct Record *next;
	DiagCall call;
	DiagKind kind;
	const char *warn;
	SrcLoc loc;
	char *msg;
} Record;

typedef struct Ahead {
	DiagDefer defer; /* first: the recorder finds the Ahead from it */
	Cpp *cpp;
	pthread_t thread;
	cpu_set_t cpus; /* the process's: the producer's once it runs */
	Token mark; /* in the ring: replay the next Record */
	Record first; /* the list's head, never replayed */
	/* the producer's own: tokens pushed (the ring's counters are their
	 * low 32 bits, the futex words), the consumer's count last seen */
	_Alignas(64) uint64_t pushed;
	uint32_t tail_seen;
	Record *rec_tail;
	/* shared: each counter on a line of its own */
	_Alignas(64) _Atomic uint32_t head; /* tokens published */
	_Atomic uint32_t consumer_sleeps;
	_Alignas(64) _Atomic uint32_t tail; /* tokens taken, as last published */
	_Atomic uint32_t producer_sleeps;
	_Atomic uint32_t stop;
	/* the recycling mailbox: full when `request` is 1 */
	_Alignas(64) _Atomic uint32_t request;
	int64_t request_taken;
	Token *request_live[MAX_LIVE];
	int request_nlive;
	/* the consumer's own: tokens taken, the producer's count last seen */
	_Alignas(64) uint64_t taken;
	uint32_t head_seen;
	Record *rec_done;
	Token *eof;
	Token *slot[RING];
} Ahead;

static pthread_mutex_t ident_lock = PTHREAD_MUTEX_INITIALIZER;
static bool ahead_running; /* written before the thread starts and after it ends */

Ident *ident_intern_locked(const char *s, size_t len)
{
	if (!ahead_running)
		return ident_intern(s, len);
	pthread_mutex_lock(&ident_lock);
	Ident *id = ident_intern(s, len);
	pthread_mutex_unlock(&ident_lock);
	return id;
}

static void futex_wait(_Atomic uint32_t *word, uint32_t value)
{
	syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, value, NULL, NULL, 0);
}

static void futex_wake(_Atomic uint32_t *word)
{
	syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#endif
}

/* Waits until *word differs from `value` (the other side moved) or a
 * stop is asked; returns the new value.  It polls for a while, then
 * yields the CPU for a while (under a parallel make another process may
 * want it), then sleeps on the futex.  The sleeper announces itself
 * before its last look and the waker looks for it after its store (both
 * sequentially consistent), so no wake-up is lost. */
static uint32_t wait_change(Ahead *a, _Atomic uint32_t *word, uint32_t value, _Atomic uint32_t *sleeps)
{
	for (long i = 0;; i++) {
		uint32_t v = atomic_load_explicit(word, memory_order_acquire);
		if (v != value || atomic_load_explicit(&a->stop, memory_order_relaxed))
			return v;
		if (i < SPINS) {
			cpu_relax();
		} else if (i < SPINS + YIELDS) {
			sched_yield();
		} else {
			break;
		}
	}
	for (;;) {
		atomic_store(sleeps, 1);
		uint32_t v = atomic_load(word);
		if (v != value || atomic_load(&a->stop)) {
			atomic_store(sleeps, 0);
			return v;
		}
		futex_wait(word, value);
	}
}

static void publish(_Atomic uint32_t *word, uint32_t value, _Atomic uint32_t *sleeps)
{
	atomic_store(word, value);
	if (atomic_load(sleeps)) {
		atomic_store(sleeps, 0);
		futex_wake(word);
	}
}

/* ---- the producer ---- */

/* Puts t in the ring, waiting (without the identifier lock) while it
 * is full; false when asked to stop. */
static bool push(Ahead *a, Token *t)
{
	while ((uint32_t)a->pushed - a->tail_seen == RING) {
		a->tail_seen = atomic_load_explicit(&a->tail, memory_order_acquire);
		if ((uint32_t)a->pushed - a->tail_seen < RING)
			break;
		pthread_mutex_unlock(&ident_lock);
		publish(&a->head, (uint32_t)a->pushed, &a->consumer_sleeps);
		a->tail_seen = wait_change(a, &a->tail, a->tail_seen, &a->producer_sleeps);
		pthread_mutex_lock(&ident_lock);
		if (atomic_load(&a->stop))
			return false;
	}
	a->slot[a->pushed++ & (RING - 1)] = t;
	return true;
}

static void record(DiagDefer *d, DiagCall call, DiagKind kind, const char *warn, SrcLoc loc, const char *msg)
{
	Ahead *a = (Ahead *)d;
	Record *r = xcalloc(1, sizeof *r);
	*r = (Record){NULL, call, kind, warn, loc, (char *)msg};
	a->rec_tail->next = r; /* seen by the consumer after the mark's release */
	a->rec_tail = r;
	push(a, &a->mark);
}

static void serve_recycling(Ahead *a)
{
	cpp_stamp_chunks(a->cpp, (int64_t)a->pushed);
	if (!atomic_load_explicit(&a->request, memory_order_acquire))
		return;
	cpp_recycle_behind(a->cpp, a->request_taken, a->request_live, a->request_nlive);
	atomic_store_explicit(&a->request, 0, memory_order_release);
}

static void *produce(void *arg)
{
	Ahead *a = arg;
	pthread_setaffinity_np(pthread_self(), sizeof a->cpus, &a->cpus);
	diag_defer = &a->defer;
	pthread_mutex_lock(&ident_lock);
	for (;;) {
		Token *t = cpp_produce(a->cpp);
		if (!push(a, t) || t->kind == TK_EOF)
			break;
		if (!(a->pushed & (BATCH - 1))) {
			pthread_mutex_unlock(&ident_lock);
			publish(&a->head, (uint32_t)a->pushed, &a->consumer_sleeps);
			serve_recycling(a);
			if (atomic_load_explicit(&a->stop, memory_order_relaxed))
				return NULL;
			pthread_mutex_lock(&ident_lock);
		}
	}
	pthread_mutex_unlock(&ident_lock);
	publish(&a->head, (uint32_t)a->pushed, &a->consumer_sleeps);
	return NULL;
}

/* ---- the consumer: cpp_next and cpp_recycle_tokens ---- */

static void replay(Ahead *a)
{
	Record *r = a->rec_done->next;
	a->rec_done = r;
	diag_replay(r->call, r->kind, r->warn, r->loc, r->msg);
}

Token *cpp_ahead_next(Cpp *cpp)
{
	Ahead *a = cpp->ahead;
	for (;;) {
		uint32_t taken = (uint32_t)a->taken;
		if (taken == a->head_seen) {
			if (a->eof)
				return a->eof;
			publish(&a->tail, taken, &a->producer_sleeps);
			a->head_seen = wait_change(a, &a->head, taken, &a->consumer_sleeps);
			continue;
		}
		if (a->head_seen - taken > 8) /* the token's line is in the other core */
			__builtin_prefetch(a->slot[(taken + 8) & (RING - 1)], 0, 3);
		Token *t = a->slot[a->taken++ & (RING - 1)];
		if (!(a->taken & (BATCH - 1)))
			publish(&a->tail, (uint32_t)a->taken, &a->producer_sleeps);
		if (t == &a->mark) {
			replay(a);
			continue;
		}
		if (t->kind == TK_EOF)
			a->eof = t;
		return t;
	}
}

void cpp_ahead_recycle(Cpp *cpp, Token *const *live, int nlive)
{
	Ahead *a = cpp->ahead;
	/* a request not yet served: this one can wait for the next call */
	if (nlive > MAX_LIVE || atomic_load_explicit(&a->request, memory_order_acquire))
		return;
	memcpy(a->request_live, live, sizeof *live * (size_t)nlive);
	a->request_nlive = nlive;
	a->request_taken = (int64_t)a->taken;
	atomic_store_explicit(&a->request, 1, memory_order_release);
}

/* ---- start and stop ---- */

bool cpp_run_ahead(Cpp *cpp)
{
	cpu_set_t all, others;
	if (cpp->ahead || sched_getaffinity(0, sizeof all, &all) || CPU_COUNT(&all) < 2)
		return false;
	Ahead *a = aligned_alloc(64, (sizeof(Ahead) + 63) & ~(size_t)63);
	if (!a)
		return false;
	memset(a, 0, sizeof *a);
	a->defer.record = record;
	a->cpp = cpp;
	a->mark.kind = TK_OTHER;
	a->rec_tail = a->rec_done = &a->first;
	a->cpus = all;
	/* Linux often starts a thread on its creator's CPU and leaves the
	 * two sharing it for the whole parse (a third slower than one
	 * thread): the producer starts on another CPU, and once running
	 * there it may go anywhere again (produce) */
	others = all;
	int here = sched_getcpu();
	if (here >= 0)
		CPU_CLR(here, &others);
	pthread_attr_t attr;
	if (pthread_attr_init(&attr)) {
		free(a);
		return false;
	}
	if (CPU_COUNT(&others))
		pthread_attr_setaffinity_np(&attr, sizeof others, &others);
	ahead_running = true;
	cpp->ahead = a;
	int err = pthread_create(&a->thread, &attr, produce, a);
	pthread_attr_destroy(&attr);
	if (err) {
		cpp->ahead = NULL;
		ahead_running = false;
		free(a);
		return false;
	}
	/* for tests (tests/cpp/thread.sh): did it start, and where */
	if (getenv("EBCC_DEBUG_CPP_THREAD"))
		fprintf(stderr, "ebcc: preprocessor thread started after %zu bytes of text\n", cpp->text_read);
	return true;
}

void cpp_join_ahead(Cpp *cpp)
{
	Ahead *a = cpp->ahead;
	if (!a)
		return;
	/* a producer waiting for room wakes: the word it sleeps on changes
	 * (so a wait that starts now returns at once) and it is woken */
	atomic_store(&a->stop, 1);
	atomic_fetch_add(&a->tail, 1);
	futex_wake(&a->tail);
	pthread_join(a->thread, NULL);
	ahead_running = false;
	cpp->ahead = NULL;
	for (Record *r = a->first.next, *n; r; r = n) {
		n = r->next;
		free(r->msg);
		free(r);
	}
	free(a);
}
