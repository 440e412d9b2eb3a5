// flags: -Wall -Werror
static inline int mi(void) { return 0; }
static inline __attribute__((always_inline)) int ma(void) { return 0; }
static int __attribute__((used)) mu(void) { return 0; }
static int decl_only(void);
static int sec_v __attribute__((section(".maps")));
static volatile const int vc = 1;
