/* builtins.h - the ids of the __builtin_* / __sync_* / __atomic_* calls
 * ebcc implements (ND_BUILTIN.builtin), one X-macro row each, for the
 * parser (builtin.c: typing and checks) and the code generator.
 *
 * Signatures "R:ARGS", one letter per type:
 *   v void  i int  I unsigned  l long  L unsigned long  z size_t
 *   p void*  q const void*  c const char*  S u16  U u32  W u64  d double
 *   B _Bool  o int (memory order)
 *   P the first argument: a pointer to an integer or pointer type T
 *   T that T   E pointer to T
 * Rows of another kind take types or need their own checks.
 *
 * What reaches the AST: constant_p, offsetof, types_compatible_p,
 * choose_expr and object_size are folded by the parser (ND_NUM or the
 * chosen operand); the BPF CO-RE rows (field_info, type_info, enum_value,
 * btf_type_id) have two args, the second an ND_NUM (the flag);
 * preserve_access_index has one and the type of its argument. */
#ifndef EBCC_BUILTINS_H
#define EBCC_BUILTINS_H

typedef enum BuiltinKind {
	BK_SIG,       /* typed by the signature */
	BK_CONSTANT_P,
	BK_OFFSETOF,
	BK_TYPES_COMPATIBLE,
	BK_CHOOSE_EXPR,
	BK_PRESERVE_ACCESS,
	BK_FIELD_INFO,
	BK_TYPE_INFO,
	BK_ENUM_VALUE,
	BK_BTF_TYPE_ID,
	BK_OBJECT_SIZE,
} BuiltinKind;

/* X(id, name, kind, signature) */
#define BUILTIN_LIST(X)                                                                     \
	X(EXPECT, "__builtin_expect", BK_SIG, "l:ll")                                       \
	X(EXPECT_PROB, "__builtin_expect_with_probability", BK_SIG, "l:lld")                \
	X(CONSTANT_P, "__builtin_constant_p", BK_CONSTANT_P, "i:")                          \
	X(OFFSETOF, "__builtin_offsetof", BK_OFFSETOF, "z:")                                \
	X(TYPES_COMPATIBLE_P, "__builtin_types_compatible_p", BK_TYPES_COMPATIBLE, "i:")    \
	X(CHOOSE_EXPR, "__builtin_choose_expr", BK_CHOOSE_EXPR, "v:")                       \
	X(MEMCPY, "__builtin_memcpy", BK_SIG, "p:pqz")                                      \
	X(MEMMOVE, "__builtin_memmove", BK_SIG, "p:pqz")                                    \
	X(MEMSET, "__builtin_memset", BK_SIG, "p:piz")                                      \
	X(MEMCMP, "__builtin_memcmp", BK_SIG, "i:qqz")                                      \
	X(STRLEN, "__builtin_strlen", BK_SIG, "z:c")                                        \
	X(BSWAP16, "__builtin_bswap16", BK_SIG, "S:S")                                      \
	X(BSWAP32, "__builtin_bswap32", BK_SIG, "U:U")                                      \
	X(BSWAP64, "__builtin_bswap64", BK_SIG, "W:W")                                      \
	X(CLZ, "__builtin_clz", BK_SIG, "i:I") X(CLZL, "__builtin_clzl", BK_SIG, "i:L")     \
	X(CLZLL, "__builtin_clzll", BK_SIG, "i:W") X(CTZ, "__builtin_ctz", BK_SIG, "i:I")   \
	X(CTZL, "__builtin_ctzl", BK_SIG, "i:L") X(CTZLL, "__builtin_ctzll", BK_SIG, "i:W") \
	X(POPCOUNT, "__builtin_popcount", BK_SIG, "i:I")                                    \
	X(POPCOUNTL, "__builtin_popcountl", BK_SIG, "i:L")                                  \
	X(POPCOUNTLL, "__builtin_popcountll", BK_SIG, "i:W")                                \
	X(FFS, "__builtin_ffs", BK_SIG, "i:i") X(FFSL, "__builtin_ffsl", BK_SIG, "i:l")     \
	X(FFSLL, "__builtin_ffsll", BK_SIG, "i:l")                                          \
	X(PARITY, "__builtin_parity", BK_SIG, "i:I")                                        \
	X(PARITYL, "__builtin_parityl", BK_SIG, "i:L")                                      \
	X(PARITYLL, "__builtin_parityll", BK_SIG, "i:W")                                    \
	X(ABS, "__builtin_abs", BK_SIG, "i:i") X(LABS, "__builtin_labs", BK_SIG, "l:l")     \
	X(TRAP, "__builtin_trap", BK_SIG, "v:")                                             \
	X(UNREACHABLE, "__builtin_unreachable", BK_SIG, "v:")                               \
	X(OBJECT_SIZE, "__builtin_object_size", BK_OBJECT_SIZE, "z:")                       \
	X(PRESERVE_ACCESS_INDEX, "__builtin_preserve_access_index", BK_PRESERVE_ACCESS, "v:") \
	X(PRESERVE_FIELD_INFO, "__builtin_preserve_field_info", BK_FIELD_INFO, "I:")        \
	X(PRESERVE_TYPE_INFO, "__builtin_preserve_type_info", BK_TYPE_INFO, "L:")           \
	X(PRESERVE_ENUM_VALUE, "__builtin_preserve_enum_value", BK_ENUM_VALUE, "L:")        \
	X(BTF_TYPE_ID, "__builtin_btf_type_id", BK_BTF_TYPE_ID, "L:")                       \
	X(SYNC_FETCH_ADD, "__sync_fetch_and_add", BK_SIG, "T:PT")                           \
	X(SYNC_FETCH_SUB, "__sync_fetch_and_sub", BK_SIG, "T:PT")                           \
	X(SYNC_FETCH_OR, "__sync_fetch_and_or", BK_SIG, "T:PT")                             \
	X(SYNC_FETCH_AND, "__sync_fetch_and_and", BK_SIG, "T:PT")                           \
	X(SYNC_FETCH_XOR, "__sync_fetch_and_xor", BK_SIG, "T:PT")                           \
	X(SYNC_FETCH_NAND, "__sync_fetch_and_nand", BK_SIG, "T:PT")                         \
	X(SYNC_ADD_FETCH, "__sync_add_and_fetch", BK_SIG, "T:PT")                           \
	X(SYNC_SUB_FETCH, "__sync_sub_and_fetch", BK_SIG, "T:PT")                           \
	X(SYNC_OR_FETCH, "__sync_or_and_fetch", BK_SIG, "T:PT")                             \
	X(SYNC_AND_FETCH, "__sync_and_and_fetch", BK_SIG, "T:PT")                           \
	X(SYNC_XOR_FETCH, "__sync_xor_and_fetch", BK_SIG, "T:PT")                           \
	X(SYNC_NAND_FETCH, "__sync_nand_and_fetch", BK_SIG, "T:PT")                         \
	X(SYNC_VAL_CAS, "__sync_val_compare_and_swap", BK_SIG, "T:PTT")                     \
	X(SYNC_BOOL_CAS, "__sync_bool_compare_and_swap", BK_SIG, "B:PTT")                   \
	X(SYNC_LOCK_TEST_AND_SET, "__sync_lock_test_and_set", BK_SIG, "T:PT")               \
	X(SYNC_LOCK_RELEASE, "__sync_lock_release", BK_SIG, "v:P")                          \
	X(SYNC_SYNCHRONIZE, "__sync_synchronize", BK_SIG, "v:")                             \
	X(ATOMIC_LOAD_N, "__atomic_load_n", BK_SIG, "T:Po")                                 \
	X(ATOMIC_STORE_N, "__atomic_store_n", BK_SIG, "v:PTo")                              \
	X(ATOMIC_EXCHANGE_N, "__atomic_exchange_n", BK_SIG, "T:PTo")                        \
	X(ATOMIC_CAS_N, "__atomic_compare_exchange_n", BK_SIG, "B:PETBoo")                  \
	X(ATOMIC_FETCH_ADD, "__atomic_fetch_add", BK_SIG, "T:PTo")                          \
	X(ATOMIC_FETCH_SUB, "__atomic_fetch_sub", BK_SIG, "T:PTo")                          \
	X(ATOMIC_FETCH_AND, "__atomic_fetch_and", BK_SIG, "T:PTo")                          \
	X(ATOMIC_FETCH_OR, "__atomic_fetch_or", BK_SIG, "T:PTo")                            \
	X(ATOMIC_FETCH_XOR, "__atomic_fetch_xor", BK_SIG, "T:PTo")                          \
	X(ATOMIC_FETCH_NAND, "__atomic_fetch_nand", BK_SIG, "T:PTo")                        \
	X(ATOMIC_ADD_FETCH, "__atomic_add_fetch", BK_SIG, "T:PTo")                          \
	X(ATOMIC_SUB_FETCH, "__atomic_sub_fetch", BK_SIG, "T:PTo")                          \
	X(ATOMIC_AND_FETCH, "__atomic_and_fetch", BK_SIG, "T:PTo")                          \
	X(ATOMIC_OR_FETCH, "__atomic_or_fetch", BK_SIG, "T:PTo")                            \
	X(ATOMIC_XOR_FETCH, "__atomic_xor_fetch", BK_SIG, "T:PTo")                          \
	X(ATOMIC_NAND_FETCH, "__atomic_nand_fetch", BK_SIG, "T:PTo")                        \
	X(ATOMIC_THREAD_FENCE, "__atomic_thread_fence", BK_SIG, "v:o")                      \
	X(ATOMIC_SIGNAL_FENCE, "__atomic_signal_fence", BK_SIG, "v:o")                      \
	X(ATOMIC_LOAD, "__atomic_load", BK_SIG, "v:PEo")                                    \
	X(ATOMIC_STORE, "__atomic_store", BK_SIG, "v:PEo")                                  \
	X(ATOMIC_EXCHANGE, "__atomic_exchange", BK_SIG, "v:PEEo")                           \
	X(ATOMIC_CAS, "__atomic_compare_exchange", BK_SIG, "B:PEEBoo")                      \
	X(ASSUME, "__builtin_assume", BK_SIG, "v:i")                                        \
	X(FRAME_ADDRESS, "__builtin_frame_address", BK_SIG, "p:I")                          \
	X(RETURN_ADDRESS, "__builtin_return_address", BK_SIG, "p:I")                        \
	X(STRCMP, "__builtin_strcmp", BK_SIG, "i:cc")                                       \
	X(STRNCMP, "__builtin_strncmp", BK_SIG, "i:ccz")

enum {
#define X(id, name, kind, sig) BI_##id,
	BUILTIN_LIST(X)
#undef X
	BI_COUNT
};

#endif
