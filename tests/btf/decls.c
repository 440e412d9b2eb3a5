/* Functions and declarations: extern functions called (FUNC extern),
 * parameters without names, restrict, decl tags on functions and
 * variables, a forward-declared struct, enum64 and negative enums,
 * static (VAR static) and tentative definitions. */
typedef unsigned int u32;
typedef const volatile u32 cvu;
struct node { struct node *next; int arr[4]; unsigned f : 3; _Bool b; float x; };
union un { int a; char b[3]; };
enum big { X = 1, Y = 0x100000000LL };
enum neg { N = -1, M = 2 };
struct fwd;
struct { int type; int *key; } m __attribute__((section(".maps")));
int __attribute__((btf_decl_tag("tagv"))) tv;
int * __attribute__((btf_type_tag("user"))) up;
cvu c1 = 2;
struct fwd *fp;
enum big eb;
enum neg en;
union un uu;
struct node nd;
static int sc __attribute__((used));
int f(int a, char *restrict b) __attribute__((btf_decl_tag("ft")));
int f(int a, char *restrict b) { return a + *b + sc; }
extern int ext_fn(int);
__attribute__((section("xdp"))) int prog(void *ctx) { return f(1, (char *)ctx) + ext_fn(2); }
