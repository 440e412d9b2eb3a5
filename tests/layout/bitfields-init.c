/* tests/layout/bitfields-init.c - the records of bitfields.c with every
 * field set (to a value that fits it), so the bytes of .data show where
 * each bit goes: the layout dump is the same in both byte orders, but a
 * big-endian target fills each storage unit from its most significant bit.
 * tests/layout/run.sh compares ebcc's .data with clang's, with and without
 * -mbig-endian, once `ebcc -c` compiles C. */
#include "bitfields.c"

struct basic v_basic = {-3, 9, 0x123456};
struct straddle v_straddle = {0x1aaaaaaa, 5};
struct straddle_char v_straddle_char = {-11, 10, 0x33};
struct straddle_short v_straddle_short = {-171, 0xaa, 7};
struct mixed_types v_mixed_types = {-3, -307, -21555, 0x123456789aLL};
struct ll v_ll = {-559038737, -2, 0x1234567890abcdeLL};
struct ul v_ul = {1, 0x7edcba9876543210UL, 1};
struct zero_int v_zero_int = {1, -2};
struct zero_char v_zero_char = {-1, 1};
struct zero_ll v_zero_ll = {7, 9};
struct unnamed v_unnamed = {-3, -2, -1};
struct bools v_bools = {1, 0, -1, 1};
struct enums v_enums = {S2, S1, B1};
struct typedefed v_typedefed = {0xa, 0xbcdef01, 1};
struct after_char v_after_char = {0x11, -91, 0x22};
struct after_short v_after_short = {0x3344, -21555};
struct full_width v_full_width = {0x12345678, 0x1122334455667788LL, 0x7f};
struct small_tail v_small_tail = {0x5a, -3};
union ubits v_ubits = {.b = 0x123456789aLL};
struct with_anon v_with_anon = {3, {5, 6}, {.s = 0x7ff}, -7};
struct packed_rec v_packed_rec = {0x7e, -16657, 0x123456789aLL, 3};
struct packed_member v_packed_member = {1, 0x54321, 0x12345};
struct aligned_member v_aligned_member = {3, 5, 0x77};
struct pack1 v_pack1 = {0x42, -1348, 0x123, -1};
struct pack2 v_pack2 = {0x43, -344866, -889275714};
struct array_after v_array_after = {-43, {1, 2, 3}, -424091};
struct many v_many = {1, 2, 5, 9, 17, 33, 65, 129, 257, 513, 1025, 2049, 4097, 8193, 16385,
		      32769, 65537, 131073, 262145, 524289};
