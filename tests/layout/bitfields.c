/* tests/layout/bitfields.c - hand-written bitfield layouts, compared with
 * clang-19 -target bpf's -fdump-record-layouts-simple in both byte orders
 * (tests/layout/run.sh).  Each record is used in a sizeof so that clang
 * lays it out (it dumps only the records it lays out).  The cases: the
 * SysV rule that a bitfield never straddles a unit of its own type's
 * size, every underlying type, :0 (aligning to the next unit of its type),
 * unnamed bitfields, _Bool and enum bitfields, unions, anonymous members,
 * packed records and members, aligned members, #pragma pack. */
typedef unsigned int u32;
enum small { S0, S1, S2 };
enum big { B0, B1 = 0x100000000LL };

struct basic { int a : 3, b : 5, c : 24; };
struct straddle { int a : 30; int b : 4; };            /* b starts a new int */
struct straddle_char { char a : 5; char b : 5; char c : 7; };
struct straddle_short { short a : 9; short b : 9; char c; };
struct mixed_types { char a : 3; short b : 10; int c : 17; long long d : 40; };
struct ll { long long a : 33; long long b : 33; long long c : 62; };
struct ul { unsigned long a : 1; unsigned long b : 63; unsigned long c : 1; };
struct zero_int { char a : 2; int : 0; char b : 2; };
struct zero_char { int a : 2; char : 0; char b : 2; };
struct zero_ll { char a; long long : 0; char b; };
struct zero_first { int : 0; char a; };
struct unnamed { int a : 3; int : 5; int b : 3; int : 21; int c : 1; };
struct unnamed_only_then { char : 4; char a; };
struct bools { _Bool a : 1; _Bool b : 1; int c : 1; _Bool d : 1; };
struct enums { enum small a : 2; enum small b : 2; enum big c : 40; };
struct typedefed { u32 a : 4; u32 b : 28; u32 c : 1; };
struct after_char { char a; int b : 9; char c; };
struct after_short { short a; int b : 17; };
struct full_width { int a : 32; long long b : 64; char c : 8; };
struct tail_pad { long long a : 3; };
struct small_tail { char a; short b : 3; };
union ubits { int a : 3; long long b : 40; char c; };
union ubits2 { char a : 1; short b : 9; };
struct with_anon {
	int a : 4;
	struct { int x : 4, y : 4; };
	union { char c : 3; short s : 12; };
	int b : 4;
};
struct nested_named { struct basic in; int a : 1; struct { char z : 2; } n; };
struct __attribute__((packed)) packed_rec { char a; int b : 17; long long c : 40; short d : 3; };
struct packed_member { char a; int b : 20 __attribute__((packed)); int c : 20; };
struct aligned_member { char a : 3; int b : 4 __attribute__((aligned(8))); char c; };
struct __attribute__((aligned(16))) aligned_rec { int a : 3; };
#pragma pack(push, 1)
struct pack1 { char a; int b : 12; int c : 12; short d : 9; };
#pragma pack(2)
struct pack2 { char a; int b : 20; long long c : 33; };
#pragma pack(pop)
struct array_after { int a : 7; char arr[3]; int b : 20; };
struct flex_after { int a : 5; char flex[]; };
struct many {
	unsigned a : 1, b : 2, c : 3, d : 4, e : 5, f : 6, g : 7, h : 8;
	unsigned i : 9, j : 10, k : 11, l : 12, m : 13, n : 14, o : 15;
	unsigned long long p : 16, q : 17, r : 18, s : 19, t : 20;
};

int p_basic = sizeof(struct basic);
int p_straddle = sizeof(struct straddle);
int p_straddle_char = sizeof(struct straddle_char);
int p_straddle_short = sizeof(struct straddle_short);
int p_mixed_types = sizeof(struct mixed_types);
int p_ll = sizeof(struct ll);
int p_ul = sizeof(struct ul);
int p_zero_int = sizeof(struct zero_int);
int p_zero_char = sizeof(struct zero_char);
int p_zero_ll = sizeof(struct zero_ll);
int p_zero_first = sizeof(struct zero_first);
int p_unnamed = sizeof(struct unnamed);
int p_unnamed_only_then = sizeof(struct unnamed_only_then);
int p_bools = sizeof(struct bools);
int p_enums = sizeof(struct enums);
int p_typedefed = sizeof(struct typedefed);
int p_after_char = sizeof(struct after_char);
int p_after_short = sizeof(struct after_short);
int p_full_width = sizeof(struct full_width);
int p_tail_pad = sizeof(struct tail_pad);
int p_small_tail = sizeof(struct small_tail);
int p_ubits = sizeof(union ubits);
int p_ubits2 = sizeof(union ubits2);
int p_with_anon = sizeof(struct with_anon);
int p_nested_named = sizeof(struct nested_named);
int p_packed_rec = sizeof(struct packed_rec);
int p_packed_member = sizeof(struct packed_member);
int p_aligned_member = sizeof(struct aligned_member);
int p_aligned_rec = sizeof(struct aligned_rec);
int p_pack1 = sizeof(struct pack1);
int p_pack2 = sizeof(struct pack2);
int p_array_after = sizeof(struct array_after);
int p_flex_after = sizeof(struct flex_after);
int p_many = sizeof(struct many);
