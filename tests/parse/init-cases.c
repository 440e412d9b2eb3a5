/* tests/parse/init-cases.c - static initializers whose bytes ebcc's
 * InitEntry lists must reproduce exactly as clang-19 -target bpf lays
 * them out in .data/.rodata/.bss (tests/parse/init.sh).  Designators,
 * ranges, overrides, brace elision, strings, bitfields, anonymous members,
 * flexible arrays, completed `T a[]`, conversions of the values. */
struct pt { int x, y; };
struct rect { struct pt a, b; };
struct bf { unsigned a : 3, b : 5; int c : 7; unsigned long d : 40; char e; };
union u { int i; char c[4]; };
struct flex { int n; int d[]; };
struct anon { int k; union { int ui; short us; }; struct { char p, q; }; int z; };
struct nested { int a[3]; struct pt p; char s[6]; };
struct bools { _Bool a : 1, b : 1; unsigned char c : 6; };

int i1 = 42;
char c1 = (char)300;
long l1 = -5;
unsigned short us1 = 65535;
_Bool b1 = 7;
int arr1[5] = {1, 2, 3};
int arr2[] = {1, [4] = 5, 6};
int arr3[10] = {[2 ... 5] = 9, [4] = 1};
struct pt p1 = {1, 2};
struct pt p2 = {.y = 7};
struct rect r1 = {{1, 2}, {3, 4}};
struct rect r2 = {1, 2, 3, 4};
struct rect r3 = {.b.x = 5, 6, .a = {7}};
struct rect r4 = {.a = {1, 2}, .a.y = 9};
struct bf bf1 = {5, 17, -3, 0x123456789a, 'z'};
struct bf bf2 = {.c = -1, .d = 1};
struct bools bo = {1, 0, 33};
union u u1 = {0x01020304};
union u u2 = {.c = {1, 2}};
union u u3 = {.i = -1, .c[1] = 0};
char s1[] = "hello";
char s2[8] = "abc";
char s3[3] = "abc";
char s4[] = {"xy"};
const char s5[] = "ro\0data";
struct nested n1 = {{1, 2, 3}, {4, 5}, "hi"};
struct nested n2 = {1, 2, 3, 4, 5, 'a', 'b'};
struct nested narr[2] = {1, 2, 3, 4, 5, "ab", [1].p.y = 9};
struct anon an1 = {1, 2, 3, 4, 5};
struct anon an2 = {.us = 3, .q = 4, .z = 5};
struct anon an3 = {.ui = 0x10002, .p = 1, 2, 3};
struct flex fl = {2, {10, 20}};
int mat[2][3] = {1, 2, 3, 4, 5};
int mat2[2][3] = {{1}, {4, 5}};
int mat3[][2] = {{1, 2}, {3}, [4][1] = 7};
double d1 = 1.5;
float f1 = 2.25f;
double d2 = 3;
long long ll[3] = {[1] = -1};
enum e { E1 = 3, E2 } ev = E2;
int tent;
int tent_arr[4];
struct pt pz = {};
unsigned char uc[4] = {255, 256 - 1, (unsigned char)-1};
struct pt parr[] = {[2] = {1, 2}, {3}};
short sh[4] = {[3] = 1, [0] = 2, [3] = 3};
int scalar_braces = {5};
struct { int a; char b; } anon_obj = {.b = 'q'};
unsigned long big = 0xfedcba9876543210ul;
__int128 wide = -2;
int sizes[] = {sizeof(struct bf), sizeof(struct anon), _Alignof(struct nested)};
struct pt ranges[6] = {[0 ... 2] = {1, 2}, [1].y = 5};
/* __int128: values wider than 64 bits, in bit-fields too */
struct wide { unsigned __int128 v; __int128 x : 70; unsigned __int128 y : 100; int z : 5; };
unsigned __int128 w1 = ((unsigned __int128)0x1122334455667788ull << 64) | 0x99aabbccddeeff00ull;
__int128 w2 = -2;
struct wide w3 = {(unsigned __int128)-1 >> 1, -((__int128)3 << 66) - 5, ((unsigned __int128)1 << 99) | 77, -3};
__int128 w4[3] = {[1] = (__int128)1 << 127, 5};
