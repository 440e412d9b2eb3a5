/* Declarations that must compile silently with -Wall -Werror (ebcc and
 * clang-19 -target bpf), each checked with a static assertion. */
// flags: -Wall -Werror -Wno-deprecated-non-prototype
#define SAME(a, b) __builtin_types_compatible_p(a, b)
#define A(x) _Static_assert(x, #x)

/* nested and function-pointer declarators */
int (*fp)(int, char *);
int *(*apf[3])(void);
void (*signal_like(int sig, void (*h)(int)))(int);
char (*pa)[8];
int *(*(*ppf)(long))[4];
A(SAME(typeof(fp), int (*)(int, char *)));
A(sizeof(apf) == 24 && SAME(typeof(apf[0]), int *(*)(void)));
A(SAME(typeof(signal_like), void (*(int, void (*)(int)))(int)));
A(sizeof(*pa) == 8);
A(SAME(typeof(ppf), int *(*(*)(long))[4]));

/* redeclarations merge: composite types, tentative definitions */
extern int arr[];
int arr[5];
A(sizeof(arr) == 20);
int tent;
int tent;
int tent = 3;
extern int tent;
int proto();
int proto(int a, int b);
int proto(int a, int b) { return a + b; }
typedef int T;
typedef int T;
static int sfn(void);
int sfn(void);
static int sfn(void) { return proto(1, 2); }
int use_sfn(void) { return sfn(); }

/* block-scope extern and shadowing */
int g = 1;
int shadow(void)
{
	int g = 2;
	{
		extern int g;
		g++;
	}
	return g;
}

/* K&R definition */
int kr(a, b)
	int a;
	char *b;
{
	return a + *b;
}

/* specifiers in any order, with qualifiers and attributes */
unsigned long const volatile typedef ulcv_t;
A(SAME(ulcv_t, const volatile unsigned long));
long unsigned int long luil;
A(SAME(typeof(luil), unsigned long long));
signed char sc;
short int unsigned sui;
A(SAME(typeof(sui), unsigned short));
__signed__ int si;
A(SAME(typeof(si), int));
_Bool flag;
A(sizeof(flag) == 1);
__int128 i128;
unsigned __int128 u128;
__uint128_t u128b;
A(SAME(typeof(u128), typeof(u128b)) && _Alignof(__int128) == 16);
_Atomic(int) ai;
_Atomic int ai2;
A(SAME(typeof(ai), typeof(ai2)));
_Alignas(16) char al16;
_Alignas(long) char alL;
struct al_s { char c; _Alignas(16) char x; _Alignas(long) char y; };
A(sizeof(struct al_s) == 32 && __builtin_offsetof(struct al_s, y) == 24);
__auto_type at = 5L;
A(SAME(typeof(at), long));
typeof(int *) tp1, tp2;
A(SAME(typeof(tp2), int *));
const typeof(g) cg = 1;
A(SAME(typeof(cg), const int));

/* enums: clang's underlying and enumerator types */
enum small { S0, S1 };
A(sizeof(enum small) == 4 && SAME(typeof(S0), int));
enum neg { N0 = -1, N1 };
A(SAME(enum neg, int));
enum big { B0, B1 = 0x100000000 };
A(sizeof(enum big) == 8 && SAME(typeof(B1), unsigned long) && SAME(typeof(B0), int));
enum bigneg { BN = -0x100000000L };
A(SAME(typeof(BN), long));
enum __attribute__((packed)) pk { P0, P1 = 200 };
A(sizeof(enum pk) == 1);
enum __attribute__((packed)) pk2 { Q0 = -1, Q1 = 200 };
A(sizeof(enum pk2) == 2);
enum u32max { UM = 0xffffffff };
A(SAME(enum u32max, unsigned int) && SAME(typeof(UM), unsigned int));
enum fixed : unsigned char { F0 };
A(sizeof(enum fixed) == 1);
enum fwd;
enum fwd { FW = 2 };
A(FW == 2);

/* records: anonymous members, flexible arrays, forward declarations */
struct list;
struct node { struct list *owner; int v; };
struct list { struct node *head; union { long l; struct { int lo, hi; }; }; int n; char data[]; };
A(sizeof(struct list) == 24 && __builtin_offsetof(struct list, hi) == 12);
struct empty {};
A(sizeof(struct empty) == 0);
struct zla { int n; char z[0]; };
A(sizeof(struct zla) == 4);
struct outer { struct inner { int x; } in; };
struct inner reuse = {1};
A(sizeof(reuse) == 4);

/* attributes in every position */
__attribute__((unused)) static int a1;
static int __attribute__((unused)) a2;
static int a3 __attribute__((unused));
static int a4 __attribute__((unused)) = 4, a5 __attribute__((unused));
int __attribute__((aligned(8))) a6;
struct __attribute__((packed)) pkd { char c; int i; };
A(sizeof(struct pkd) == 5);
struct pkd2 { char c; int i; } __attribute__((packed));
A(sizeof(struct pkd2) == 5);
struct alm { char c __attribute__((aligned(8))); };
A(sizeof(struct alm) == 8);
typedef int __attribute__((aligned(8))) aint;
A(_Alignof(aint) == 8);
typedef unsigned long long __attribute__((aligned(4))) u64a4;
A(_Alignof(u64a4) == 4);
void __attribute__((noinline)) fn_attr(int x __attribute__((unused))) {}
static inline __attribute__((always_inline)) int inl(void) { return 1; }
int call_inl(void) { return inl(); }
int sec_var __attribute__((section(".data.x"))) = 1;
int asm_named asm("real_name");
int __attribute__((weak)) weak_fn(void) { return 0; }
int __attribute__((visibility("hidden"))) hidden_var;
char license[] __attribute__((section("license"), used)) = "GPL";
A(sizeof(license) == 4);

/* #pragma pack and diagnostic pragmas */
#pragma pack(push, 1)
struct packed_by_pragma { char c; long l; };
#pragma pack(pop)
A(sizeof(struct packed_by_pragma) == 9);
#pragma pack(2)
struct pack2 { char c; int i; };
#pragma pack()
A(sizeof(struct pack2) == 6);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunknown-attributes"
int quiet __attribute__((no_such_attribute));
#pragma GCC diagnostic pop
#pragma clang attribute push(__attribute__((preserve_access_index)), apply_to = record)
struct core { int a; };
#pragma clang attribute pop

/* initializers that complete arrays */
int sized[] = {1, 2, [9] = 3};
A(sizeof(sized) == 40);
char str[] = "abc";
A(sizeof(str) == 4);
struct pt { int x, y; } pts[] = {{1, 2}, [3].y = 1};
A(sizeof(pts) == 32);

/* parameters: arrays and functions adjust to pointers */
int params(int a[static 4], int m[][3], int f(int), const int c[const]);
A(SAME(typeof(params), int(int *, int (*)[3], int (*)(int), const int *const)));
