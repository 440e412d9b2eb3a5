/* predef.c - the predefined macros: exactly clang-19's for -target bpf
 * (compare `clang-19 -target bpf -mcpu=vN -dM -E - </dev/null`), which
 * depend on -mcpu, -mbig-endian, -O and -std, plus ebcc's own identity.
 *
 * ebcc defines clang's compiler-identity macros too (__clang__,
 * __clang_major__ 19, __GNUC__ 4 / __GNUC_MINOR__ 2 as clang does):
 * libbpf's headers pick their paths (CO-RE builtins, btf_type_tag) on
 * __clang__, and ebcc implements those paths.  The differences from
 * clang are __VERSION__ and __clang_version__ (which name ebcc) and the
 * added __ebcc__, __ebcc_major__, __ebcc_minor__, __ebcc_patchlevel__,
 * __ebcc_version__; tests/cpp/predef.sh allows exactly these. */
#include "cpp_int.h"

#include <stdio.h>
#include <string.h>

/* Those that never change, one "NAME BODY" per line. */
static const char fixed[] =
	"_LP64 1\n"
	"__ATOMIC_ACQUIRE 2\n"
	"__ATOMIC_ACQ_REL 4\n"
	"__ATOMIC_CONSUME 1\n"
	"__ATOMIC_RELAXED 0\n"
	"__ATOMIC_RELEASE 3\n"
	"__ATOMIC_SEQ_CST 5\n"
	"__BIGGEST_ALIGNMENT__ 8\n"
	"__BITINT_MAXWIDTH__ 128\n"
	"__BOOL_WIDTH__ 8\n"
	"__BPF_FEATURE_ADDR_SPACE_CAST 1\n"
	"__BPF__ 1\n"
	"__CHAR16_TYPE__ unsigned short\n"
	"__CHAR32_TYPE__ unsigned int\n"
	"__CHAR_BIT__ 8\n"
	"__CLANG_ATOMIC_BOOL_LOCK_FREE 2\n"
	"__CLANG_ATOMIC_CHAR16_T_LOCK_FREE 2\n"
	"__CLANG_ATOMIC_CHAR32_T_LOCK_FREE 2\n"
	"__CLANG_ATOMIC_CHAR_LOCK_FREE 2\n"
	"__CLANG_ATOMIC_INT_LOCK_FREE 2\n"
	"__CLANG_ATOMIC_LLONG_LOCK_FREE 2\n"
	"__CLANG_ATOMIC_LONG_LOCK_FREE 2\n"
	"__CLANG_ATOMIC_POINTER_LOCK_FREE 2\n"
	"__CLANG_ATOMIC_SHORT_LOCK_FREE 2\n"
	"__CLANG_ATOMIC_WCHAR_T_LOCK_FREE 2\n"
	"__CONSTANT_CFSTRINGS__ 1\n"
	"__DBL_DECIMAL_DIG__ 17\n"
	"__DBL_DENORM_MIN__ 4.9406564584124654e-324\n"
	"__DBL_DIG__ 15\n"
	"__DBL_EPSILON__ 2.2204460492503131e-16\n"
	"__DBL_HAS_DENORM__ 1\n"
	"__DBL_HAS_INFINITY__ 1\n"
	"__DBL_HAS_QUIET_NAN__ 1\n"
	"__DBL_MANT_DIG__ 53\n"
	"__DBL_MAX_10_EXP__ 308\n"
	"__DBL_MAX_EXP__ 1024\n"
	"__DBL_MAX__ 1.7976931348623157e+308\n"
	"__DBL_MIN_10_EXP__ (-307)\n"
	"__DBL_MIN_EXP__ (-1021)\n"
	"__DBL_MIN__ 2.2250738585072014e-308\n"
	"__DBL_NORM_MAX__ 1.7976931348623157e+308\n"
	"__DECIMAL_DIG__ __LDBL_DECIMAL_DIG__\n"
	"__ELF__ 1\n"
	"__FINITE_MATH_ONLY__ 0\n"
	"__FLT_DECIMAL_DIG__ 9\n"
	"__FLT_DENORM_MIN__ 1.40129846e-45F\n"
	"__FLT_DIG__ 6\n"
	"__FLT_EPSILON__ 1.19209290e-7F\n"
	"__FLT_HAS_DENORM__ 1\n"
	"__FLT_HAS_INFINITY__ 1\n"
	"__FLT_HAS_QUIET_NAN__ 1\n"
	"__FLT_MANT_DIG__ 24\n"
	"__FLT_MAX_10_EXP__ 38\n"
	"__FLT_MAX_EXP__ 128\n"
	"__FLT_MAX__ 3.40282347e+38F\n"
	"__FLT_MIN_10_EXP__ (-37)\n"
	"__FLT_MIN_EXP__ (-125)\n"
	"__FLT_MIN__ 1.17549435e-38F\n"
	"__FLT_NORM_MAX__ 3.40282347e+38F\n"
	"__FLT_RADIX__ 2\n"
	"__FPCLASS_NEGINF 0x0004\n"
	"__FPCLASS_NEGNORMAL 0x0008\n"
	"__FPCLASS_NEGSUBNORMAL 0x0010\n"
	"__FPCLASS_NEGZERO 0x0020\n"
	"__FPCLASS_POSINF 0x0200\n"
	"__FPCLASS_POSNORMAL 0x0100\n"
	"__FPCLASS_POSSUBNORMAL 0x0080\n"
	"__FPCLASS_POSZERO 0x0040\n"
	"__FPCLASS_QNAN 0x0002\n"
	"__FPCLASS_SNAN 0x0001\n"
	"__GCC_ATOMIC_BOOL_LOCK_FREE 2\n"
	"__GCC_ATOMIC_CHAR16_T_LOCK_FREE 2\n"
	"__GCC_ATOMIC_CHAR32_T_LOCK_FREE 2\n"
	"__GCC_ATOMIC_CHAR_LOCK_FREE 2\n"
	"__GCC_ATOMIC_INT_LOCK_FREE 2\n"
	"__GCC_ATOMIC_LLONG_LOCK_FREE 2\n"
	"__GCC_ATOMIC_LONG_LOCK_FREE 2\n"
	"__GCC_ATOMIC_POINTER_LOCK_FREE 2\n"
	"__GCC_ATOMIC_SHORT_LOCK_FREE 2\n"
	"__GCC_ATOMIC_TEST_AND_SET_TRUEVAL 1\n"
	"__GCC_ATOMIC_WCHAR_T_LOCK_FREE 2\n"
	"__GCC_CONSTRUCTIVE_SIZE 32\n"
	"__GCC_DESTRUCTIVE_SIZE 32\n"
	"__GNUC_MINOR__ 2\n"
	"__GNUC_PATCHLEVEL__ 1\n"
	"__GNUC__ 4\n"
	"__GXX_ABI_VERSION 1002\n"
	"__INT16_C_SUFFIX__ \n"
	"__INT16_FMTd__ \"hd\"\n"
	"__INT16_FMTi__ \"hi\"\n"
	"__INT16_MAX__ 32767\n"
	"__INT16_TYPE__ short\n"
	"__INT32_C_SUFFIX__ \n"
	"__INT32_FMTd__ \"d\"\n"
	"__INT32_FMTi__ \"i\"\n"
	"__INT32_MAX__ 2147483647\n"
	"__INT32_TYPE__ int\n"
	"__INT64_C_SUFFIX__ L\n"
	"__INT64_FMTd__ \"ld\"\n"
	"__INT64_FMTi__ \"li\"\n"
	"__INT64_MAX__ 9223372036854775807L\n"
	"__INT64_TYPE__ long int\n"
	"__INT8_C_SUFFIX__ \n"
	"__INT8_FMTd__ \"hhd\"\n"
	"__INT8_FMTi__ \"hhi\"\n"
	"__INT8_MAX__ 127\n"
	"__INT8_TYPE__ signed char\n"
	"__INTMAX_C_SUFFIX__ L\n"
	"__INTMAX_FMTd__ \"ld\"\n"
	"__INTMAX_FMTi__ \"li\"\n"
	"__INTMAX_MAX__ 9223372036854775807L\n"
	"__INTMAX_TYPE__ long int\n"
	"__INTMAX_WIDTH__ 64\n"
	"__INTPTR_FMTd__ \"ld\"\n"
	"__INTPTR_FMTi__ \"li\"\n"
	"__INTPTR_MAX__ 9223372036854775807L\n"
	"__INTPTR_TYPE__ long int\n"
	"__INTPTR_WIDTH__ 64\n"
	"__INT_FAST16_FMTd__ \"hd\"\n"
	"__INT_FAST16_FMTi__ \"hi\"\n"
	"__INT_FAST16_MAX__ 32767\n"
	"__INT_FAST16_TYPE__ short\n"
	"__INT_FAST16_WIDTH__ 16\n"
	"__INT_FAST32_FMTd__ \"d\"\n"
	"__INT_FAST32_FMTi__ \"i\"\n"
	"__INT_FAST32_MAX__ 2147483647\n"
	"__INT_FAST32_TYPE__ int\n"
	"__INT_FAST32_WIDTH__ 32\n"
	"__INT_FAST64_FMTd__ \"ld\"\n"
	"__INT_FAST64_FMTi__ \"li\"\n"
	"__INT_FAST64_MAX__ 9223372036854775807L\n"
	"__INT_FAST64_TYPE__ long int\n"
	"__INT_FAST64_WIDTH__ 64\n"
	"__INT_FAST8_FMTd__ \"hhd\"\n"
	"__INT_FAST8_FMTi__ \"hhi\"\n"
	"__INT_FAST8_MAX__ 127\n"
	"__INT_FAST8_TYPE__ signed char\n"
	"__INT_FAST8_WIDTH__ 8\n"
	"__INT_LEAST16_FMTd__ \"hd\"\n"
	"__INT_LEAST16_FMTi__ \"hi\"\n"
	"__INT_LEAST16_MAX__ 32767\n"
	"__INT_LEAST16_TYPE__ short\n"
	"__INT_LEAST16_WIDTH__ 16\n"
	"__INT_LEAST32_FMTd__ \"d\"\n"
	"__INT_LEAST32_FMTi__ \"i\"\n"
	"__INT_LEAST32_MAX__ 2147483647\n"
	"__INT_LEAST32_TYPE__ int\n"
	"__INT_LEAST32_WIDTH__ 32\n"
	"__INT_LEAST64_FMTd__ \"ld\"\n"
	"__INT_LEAST64_FMTi__ \"li\"\n"
	"__INT_LEAST64_MAX__ 9223372036854775807L\n"
	"__INT_LEAST64_TYPE__ long int\n"
	"__INT_LEAST64_WIDTH__ 64\n"
	"__INT_LEAST8_FMTd__ \"hhd\"\n"
	"__INT_LEAST8_FMTi__ \"hhi\"\n"
	"__INT_LEAST8_MAX__ 127\n"
	"__INT_LEAST8_TYPE__ signed char\n"
	"__INT_LEAST8_WIDTH__ 8\n"
	"__INT_MAX__ 2147483647\n"
	"__INT_WIDTH__ 32\n"
	"__LDBL_DECIMAL_DIG__ 17\n"
	"__LDBL_DENORM_MIN__ 4.9406564584124654e-324L\n"
	"__LDBL_DIG__ 15\n"
	"__LDBL_EPSILON__ 2.2204460492503131e-16L\n"
	"__LDBL_HAS_DENORM__ 1\n"
	"__LDBL_HAS_INFINITY__ 1\n"
	"__LDBL_HAS_QUIET_NAN__ 1\n"
	"__LDBL_MANT_DIG__ 53\n"
	"__LDBL_MAX_10_EXP__ 308\n"
	"__LDBL_MAX_EXP__ 1024\n"
	"__LDBL_MAX__ 1.7976931348623157e+308L\n"
	"__LDBL_MIN_10_EXP__ (-307)\n"
	"__LDBL_MIN_EXP__ (-1021)\n"
	"__LDBL_MIN__ 2.2250738585072014e-308L\n"
	"__LDBL_NORM_MAX__ 1.7976931348623157e+308L\n"
	"__LLONG_WIDTH__ 64\n"
	"__LONG_LONG_MAX__ 9223372036854775807LL\n"
	"__LONG_MAX__ 9223372036854775807L\n"
	"__LONG_WIDTH__ 64\n"
	"__LP64__ 1\n"
	"__MEMORY_SCOPE_DEVICE 1\n"
	"__MEMORY_SCOPE_SINGLE 4\n"
	"__MEMORY_SCOPE_SYSTEM 0\n"
	"__MEMORY_SCOPE_WRKGRP 2\n"
	"__MEMORY_SCOPE_WVFRNT 3\n"
	"__OBJC_BOOL_IS_BOOL 0\n"
	"__OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES 3\n"
	"__OPENCL_MEMORY_SCOPE_DEVICE 2\n"
	"__OPENCL_MEMORY_SCOPE_SUB_GROUP 4\n"
	"__OPENCL_MEMORY_SCOPE_WORK_GROUP 1\n"
	"__OPENCL_MEMORY_SCOPE_WORK_ITEM 0\n"
	"__ORDER_BIG_ENDIAN__ 4321\n"
	"__ORDER_LITTLE_ENDIAN__ 1234\n"
	"__ORDER_PDP_ENDIAN__ 3412\n"
	"__POINTER_WIDTH__ 64\n"
	"__PRAGMA_REDEFINE_EXTNAME 1\n"
	"__PTRDIFF_FMTd__ \"ld\"\n"
	"__PTRDIFF_FMTi__ \"li\"\n"
	"__PTRDIFF_MAX__ 9223372036854775807L\n"
	"__PTRDIFF_TYPE__ long int\n"
	"__PTRDIFF_WIDTH__ 64\n"
	"__SCHAR_MAX__ 127\n"
	"__SHRT_MAX__ 32767\n"
	"__SHRT_WIDTH__ 16\n"
	"__SIG_ATOMIC_MAX__ 2147483647\n"
	"__SIG_ATOMIC_WIDTH__ 32\n"
	"__SIZEOF_DOUBLE__ 8\n"
	"__SIZEOF_FLOAT__ 4\n"
	"__SIZEOF_INT128__ 16\n"
	"__SIZEOF_INT__ 4\n"
	"__SIZEOF_LONG_DOUBLE__ 8\n"
	"__SIZEOF_LONG_LONG__ 8\n"
	"__SIZEOF_LONG__ 8\n"
	"__SIZEOF_POINTER__ 8\n"
	"__SIZEOF_PTRDIFF_T__ 8\n"
	"__SIZEOF_SHORT__ 2\n"
	"__SIZEOF_SIZE_T__ 8\n"
	"__SIZEOF_WCHAR_T__ 4\n"
	"__SIZEOF_WINT_T__ 4\n"
	"__SIZE_FMTX__ \"lX\"\n"
	"__SIZE_FMTo__ \"lo\"\n"
	"__SIZE_FMTu__ \"lu\"\n"
	"__SIZE_FMTx__ \"lx\"\n"
	"__SIZE_MAX__ 18446744073709551615UL\n"
	"__SIZE_TYPE__ long unsigned int\n"
	"__SIZE_WIDTH__ 64\n"
	"__STDC_EMBED_EMPTY__ 2\n"
	"__STDC_EMBED_FOUND__ 1\n"
	"__STDC_EMBED_NOT_FOUND__ 0\n"
	"__STDC_HOSTED__ 1\n"
	"__STDC_UTF_16__ 1\n"
	"__STDC_UTF_32__ 1\n"
	"__STDC__ 1\n"
	"__UINT16_C_SUFFIX__ \n"
	"__UINT16_FMTX__ \"hX\"\n"
	"__UINT16_FMTo__ \"ho\"\n"
	"__UINT16_FMTu__ \"hu\"\n"
	"__UINT16_FMTx__ \"hx\"\n"
	"__UINT16_MAX__ 65535\n"
	"__UINT16_TYPE__ unsigned short\n"
	"__UINT32_C_SUFFIX__ U\n"
	"__UINT32_FMTX__ \"X\"\n"
	"__UINT32_FMTo__ \"o\"\n"
	"__UINT32_FMTu__ \"u\"\n"
	"__UINT32_FMTx__ \"x\"\n"
	"__UINT32_MAX__ 4294967295U\n"
	"__UINT32_TYPE__ unsigned int\n"
	"__UINT64_C_SUFFIX__ UL\n"
	"__UINT64_FMTX__ \"lX\"\n"
	"__UINT64_FMTo__ \"lo\"\n"
	"__UINT64_FMTu__ \"lu\"\n"
	"__UINT64_FMTx__ \"lx\"\n"
	"__UINT64_MAX__ 18446744073709551615UL\n"
	"__UINT64_TYPE__ long unsigned int\n"
	"__UINT8_C_SUFFIX__ \n"
	"__UINT8_FMTX__ \"hhX\"\n"
	"__UINT8_FMTo__ \"hho\"\n"
	"__UINT8_FMTu__ \"hhu\"\n"
	"__UINT8_FMTx__ \"hhx\"\n"
	"__UINT8_MAX__ 255\n"
	"__UINT8_TYPE__ unsigned char\n"
	"__UINTMAX_C_SUFFIX__ UL\n"
	"__UINTMAX_FMTX__ \"lX\"\n"
	"__UINTMAX_FMTo__ \"lo\"\n"
	"__UINTMAX_FMTu__ \"lu\"\n"
	"__UINTMAX_FMTx__ \"lx\"\n"
	"__UINTMAX_MAX__ 18446744073709551615UL\n"
	"__UINTMAX_TYPE__ long unsigned int\n"
	"__UINTMAX_WIDTH__ 64\n"
	"__UINTPTR_FMTX__ \"lX\"\n"
	"__UINTPTR_FMTo__ \"lo\"\n"
	"__UINTPTR_FMTu__ \"lu\"\n"
	"__UINTPTR_FMTx__ \"lx\"\n"
	"__UINTPTR_MAX__ 18446744073709551615UL\n"
	"__UINTPTR_TYPE__ long unsigned int\n"
	"__UINTPTR_WIDTH__ 64\n"
	"__UINT_FAST16_FMTX__ \"hX\"\n"
	"__UINT_FAST16_FMTo__ \"ho\"\n"
	"__UINT_FAST16_FMTu__ \"hu\"\n"
	"__UINT_FAST16_FMTx__ \"hx\"\n"
	"__UINT_FAST16_MAX__ 65535\n"
	"__UINT_FAST16_TYPE__ unsigned short\n"
	"__UINT_FAST32_FMTX__ \"X\"\n"
	"__UINT_FAST32_FMTo__ \"o\"\n"
	"__UINT_FAST32_FMTu__ \"u\"\n"
	"__UINT_FAST32_FMTx__ \"x\"\n"
	"__UINT_FAST32_MAX__ 4294967295U\n"
	"__UINT_FAST32_TYPE__ unsigned int\n"
	"__UINT_FAST64_FMTX__ \"lX\"\n"
	"__UINT_FAST64_FMTo__ \"lo\"\n"
	"__UINT_FAST64_FMTu__ \"lu\"\n"
	"__UINT_FAST64_FMTx__ \"lx\"\n"
	"__UINT_FAST64_MAX__ 18446744073709551615UL\n"
	"__UINT_FAST64_TYPE__ long unsigned int\n"
	"__UINT_FAST8_FMTX__ \"hhX\"\n"
	"__UINT_FAST8_FMTo__ \"hho\"\n"
	"__UINT_FAST8_FMTu__ \"hhu\"\n"
	"__UINT_FAST8_FMTx__ \"hhx\"\n"
	"__UINT_FAST8_MAX__ 255\n"
	"__UINT_FAST8_TYPE__ unsigned char\n"
	"__UINT_LEAST16_FMTX__ \"hX\"\n"
	"__UINT_LEAST16_FMTo__ \"ho\"\n"
	"__UINT_LEAST16_FMTu__ \"hu\"\n"
	"__UINT_LEAST16_FMTx__ \"hx\"\n"
	"__UINT_LEAST16_MAX__ 65535\n"
	"__UINT_LEAST16_TYPE__ unsigned short\n"
	"__UINT_LEAST32_FMTX__ \"X\"\n"
	"__UINT_LEAST32_FMTo__ \"o\"\n"
	"__UINT_LEAST32_FMTu__ \"u\"\n"
	"__UINT_LEAST32_FMTx__ \"x\"\n"
	"__UINT_LEAST32_MAX__ 4294967295U\n"
	"__UINT_LEAST32_TYPE__ unsigned int\n"
	"__UINT_LEAST64_FMTX__ \"lX\"\n"
	"__UINT_LEAST64_FMTo__ \"lo\"\n"
	"__UINT_LEAST64_FMTu__ \"lu\"\n"
	"__UINT_LEAST64_FMTx__ \"lx\"\n"
	"__UINT_LEAST64_MAX__ 18446744073709551615UL\n"
	"__UINT_LEAST64_TYPE__ long unsigned int\n"
	"__UINT_LEAST8_FMTX__ \"hhX\"\n"
	"__UINT_LEAST8_FMTo__ \"hho\"\n"
	"__UINT_LEAST8_FMTu__ \"hhu\"\n"
	"__UINT_LEAST8_FMTx__ \"hhx\"\n"
	"__UINT_LEAST8_MAX__ 255\n"
	"__UINT_LEAST8_TYPE__ unsigned char\n"
	"__USER_LABEL_PREFIX__ \n"
	"__WCHAR_MAX__ 2147483647\n"
	"__WCHAR_TYPE__ int\n"
	"__WCHAR_WIDTH__ 32\n"
	"__WINT_MAX__ 2147483647\n"
	"__WINT_TYPE__ int\n"
	"__WINT_WIDTH__ 32\n"
	"__bpf__ 1\n"
	"__clang__ 1\n"
	"__clang_literal_encoding__ \"UTF-8\"\n"
	"__clang_major__ 19\n"
	"__clang_minor__ 1\n"
	"__clang_patchlevel__ 7\n"
	"__clang_wide_literal_encoding__ \"UTF-32\"\n"
	"__llvm__ 1\n"
	;

/* C23 adds char8_t and the %b/%B formats. */
static const char c23_extra[] =
	"__CHAR8_TYPE__ unsigned char\n"
	"__CLANG_ATOMIC_CHAR8_T_LOCK_FREE 2\n"
	"__GCC_ATOMIC_CHAR8_T_LOCK_FREE 2\n";

static const char *const fmtb_types[][2] = {
	{"SIZE", "l"}, {"UINT16", "h"}, {"UINT32", ""}, {"UINT64", "l"}, {"UINT8", "hh"},
	{"UINTMAX", "l"}, {"UINTPTR", "l"}, {"UINT_FAST16", "h"}, {"UINT_FAST32", ""},
	{"UINT_FAST64", "l"}, {"UINT_FAST8", "hh"}, {"UINT_LEAST16", "h"},
	{"UINT_LEAST32", ""}, {"UINT_LEAST64", "l"}, {"UINT_LEAST8", "hh"},
};

/* -mcpu: the version each __BPF_FEATURE_ macro appears at */
static const struct {
	const char *name;
	int cpu;
} bpf_features[] = {
	{"JMP_EXT", 2}, {"MAY_GOTO", 2}, {"ALU32", 3}, {"JMP32", 3}, {"BSWAP", 4},
	{"GOTOL", 4}, {"LDSX", 4}, {"MOVSX", 4}, {"SDIV_SMOD", 4}, {"ST", 4},
};

static void def(Cpp *cpp, const char *text)
{
	macro_define_text(cpp, text, strlen(text), true);
}

static void deff(Cpp *cpp, Buf *b, const char *fmt, const char *a, const char *c)
{
	b->len = 0;
	buf_printf(b, fmt, a, c);
	macro_define_text(cpp, (const char *)b->data, b->len, true);
}

void predef_install(Cpp *cpp)
{
	const CppOptions *o = &cpp->opt;
	for (const char *p = fixed; *p;) {
		const char *nl = strchr(p, '\n');
		macro_define_text(cpp, p, (size_t)(nl - p), true);
		p = nl + 1;
	}
	Buf b = {0};
	char num[64];
	snprintf(num, sizeof num, "__BPF_CPU_VERSION__ %d", o->cpu);
	def(cpp, num);
	for (size_t i = 0; i < ARRAY_LEN(bpf_features); i++)
		if (o->cpu >= bpf_features[i].cpu)
			deff(cpp, &b, "__BPF_FEATURE_%s%s 1", bpf_features[i].name, "");
	if (o->big_endian) {
		def(cpp, "__BIG_ENDIAN__ 1");
		def(cpp, "__BYTE_ORDER__ __ORDER_BIG_ENDIAN__");
	} else {
		def(cpp, "__LITTLE_ENDIAN__ 1");
		def(cpp, "__BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__");
	}
	long std = o->std ? o->std : 201710L;
	if (std < 199901L) {
		def(cpp, "__GNUC_GNU_INLINE__ 1");
	} else {
		def(cpp, "__GNUC_STDC_INLINE__ 1");
		snprintf(num, sizeof num, "__STDC_VERSION__ %ldL", std);
		def(cpp, num);
	}
	if (!o->gnu)
		def(cpp, "__STRICT_ANSI__ 1");
	if (std >= 202311L) {
		for (const char *p = c23_extra; *p;) {
			const char *nl = strchr(p, '\n');
			macro_define_text(cpp, p, (size_t)(nl - p), true);
			p = nl + 1;
		}
		for (size_t i = 0; i < ARRAY_LEN(fmtb_types); i++) {
			deff(cpp, &b, "__%s_FMTB__ \"%sB\"", fmtb_types[i][0], fmtb_types[i][1]);
			deff(cpp, &b, "__%s_FMTb__ \"%sb\"", fmtb_types[i][0], fmtb_types[i][1]);
		}
	}
	if (o->optimize > 0 || o->optimize_size) {
		def(cpp, "__OPTIMIZE__ 1");
		if (o->optimize_size)
			def(cpp, "__OPTIMIZE_SIZE__ 1");
	} else {
		def(cpp, "__NO_INLINE__ 1");
	}
	def(cpp, "__VERSION__ \"ebcc " EBCC_VERSION " (clang 19.1.7 compatible)\"");
	def(cpp, "__clang_version__ \"19.1.7 (ebcc " EBCC_VERSION ")\"");
	/* ebcc's own */
	int maj = 0, min = 0, pat = 0;
	sscanf(EBCC_VERSION, "%d.%d.%d", &maj, &min, &pat);
	def(cpp, "__ebcc__ 1");
	snprintf(num, sizeof num, "__ebcc_major__ %d", maj);
	def(cpp, num);
	snprintf(num, sizeof num, "__ebcc_minor__ %d", min);
	def(cpp, num);
	snprintf(num, sizeof num, "__ebcc_patchlevel__ %d", pat);
	def(cpp, num);
	def(cpp, "__ebcc_version__ \"" EBCC_VERSION "\"");
	buf_free(&b);
}
