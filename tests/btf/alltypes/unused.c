/* -fbtf-all-types: the types no function or variable reaches are in the
 * BTF only with the flag (ALL-TYPES lists their names). */
struct unused_rec { int a; long b; };
union unused_union { int i; char c[4]; };
enum unused_enum { UA = 1, UB = 2 };
typedef struct unused_rec unused_t;
typedef int unused_int;
// ALL-TYPES: unused_rec unused_union unused_enum unused_t unused_int
int g;
__attribute__((section("xdp"))) int prog(void *ctx) { return g; }
char LICENSE[] __attribute__((section("license"))) = "GPL";
