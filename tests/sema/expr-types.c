/* Expression types and values (expr.c, literal.c, const.c, builtin.c): promotions
 * (bit-fields included), usual arithmetic conversions, pointer arithmetic,
 * ?: typing, literal types and values, builtins, casts of constants. */
#define IS(e, t) _Generic((e), t: 1, default: 0)
#define A(x) _Static_assert(x, #x)
struct bf { unsigned a : 3; unsigned b : 32; unsigned long c : 40; long d : 5; int e : 31; _Bool f : 1; } bf;
char c; short s; unsigned short us; int i; unsigned u; long l; unsigned long ul; long long ll;
float f; double d; int *ip; const int *cip; void *vp; const void *cvp; char arr[10];
enum E { EA = -1, EB = 1 } e; enum U { UA = 1u << 31 } ue;
int fn(int);
A(IS(bf.a + 0, int)); A(IS(bf.b + 0, unsigned)); A(IS(bf.c + 0, unsigned long)); A(IS(bf.d + 0, int));
A(IS(bf.e + 0, int)); A(IS(bf.f + 0, int)); A(IS(-bf.a, int)); A(IS(~bf.b, unsigned));
A(IS(c + c, int)); A(IS(us + 1, int)); A(IS(u + l, long)); A(IS(u + 1L, long)); A(IS(ul + ll, unsigned long long) || IS(ul + ll, unsigned long));
A(IS(i + 1u, unsigned)); A(IS(l + 1ull, unsigned long long)); A(IS(f + 1, float)); A(IS(f + 1.0, double));
A(IS(c << 1L, int)); A(IS(1L << c, long)); A(IS(ip - ip, long)); A(IS(ip + 1, int *)); A(IS(1 + ip, int *));
A(IS(arr + 1, char *)); A(IS(&arr, char (*)[10])); A(IS(*ip, int)); A(IS(fn, int (*)(int))); A(IS(&fn, int (*)(int)));
A(IS(i ? ip : cip, const int *)); A(IS(i ? vp : ip, void *)); A(IS(i ? cvp : ip, const void *)); A(IS(i ? 0 : ip, int *));
A(IS(i ? 1 : 2.0, double)); A(IS(i ? c : s, int)); A(IS(e, enum E)); A(IS(EA, int)); A(IS(e + 0, int)); A(IS(ue + 0, unsigned));
A(IS(i == i, int)); A(IS(!ip, int)); A(IS(ip && i, int)); A(IS((c, l), long)); A(IS(sizeof(i), unsigned long));
A(IS(2147483647, int)); A(IS(2147483648, long)); A(IS(0x80000000, unsigned)); A(IS(0xffffffffffffffff, unsigned long));
A(IS(9223372036854775807, long)); A(IS(1u, unsigned)); A(IS(1lu, unsigned long)); A(IS(1ll, long long)); A(IS(0x1ull, unsigned long long));
A(IS('a', int)); A(IS(L'a', int)); A(IS(u'a', unsigned short)); A(IS(U'a', unsigned int)); A(IS("ab", char *)); A(IS(L"ab", int *));
A(sizeof("ab") == 3); A(sizeof(L"ab") == 12); A(sizeof(u"ab") == 6); A(sizeof("a" "b") == 3); A(sizeof(u8"x") == 2);
A('\377' == -1); A('\x41' == 65); A(L'\xffffffff' == -1); A(u'\xffff' == 65535);
A(-1 < 0u == 0); A(-1L < 0u); A((unsigned char)300 == 44); A((signed char)200 == -56); A((_Bool)0.5 == 1);
A(1 ? 2 : (1/1)); A((1 ?: 5) == 1); A(__builtin_constant_p(3 + 4)); A(!__builtin_constant_p(i));
A(__builtin_types_compatible_p(int, const int)); A(!__builtin_types_compatible_p(int, long));
A(__builtin_choose_expr(1, 2, ip) == 2); A(sizeof(__builtin_choose_expr(0, i, c)) == 1);
A(__builtin_bswap16(0x1234) == 0x3412); A(__builtin_bswap32(0x12345678) == 0x78563412); A(__builtin_bswap64(1) == 1ull << 56);
A(__builtin_clz(1) == 31); A(__builtin_ctzll(8) == 3); A(__builtin_popcount(255) == 8); A(__builtin_ffs(8) == 4);
A(IS(__builtin_expect(i, 1), long));
A(IS(__builtin_preserve_field_info(bf.a, 0), unsigned)); A(IS(__builtin_btf_type_id(i, 0), unsigned long));
A(IS(__sync_fetch_and_add(&l, 1), long)); A(IS(__sync_bool_compare_and_swap(&i, 1, 2), _Bool)); A(IS(__atomic_load_n(&u, 0), unsigned));
A((int)-3.9 == -3); A((unsigned)3.9 == 3); A(-2147483647 - 1 < 0); A(0x7fffffff + 1u == 0x80000000u);
A(_Alignof(long) == 8); A(__alignof__(c) == 1); A(sizeof(int[3][4]) == 48);
A(IS(+c, int)); A(IS(c++, char)); A(IS(++s, short)); A(IS(i = 2.5, int)); A(IS(l += 1, long)); A(IS(ip += 1, int *));
A(IS((struct bf){0}.a, unsigned)); A(sizeof((char[]){1,2,3}) == 3);
void g(void) { __label__ x; goto x; x: ; }
typedef int T;
A(IS(__builtin_preserve_enum_value(*(enum E *)EB, 0), unsigned long));
int t1(void) { T t; struct bf b; enum E ee; return __builtin_preserve_type_info(t, 0) + __builtin_preserve_type_info(b, 0) + __builtin_preserve_type_info(ee, 0) + __builtin_preserve_type_info(*(T *)0, 0); }
