/* __LINE__, __FILE__, __COUNTER__, #line, _Pragma, push/pop_macro. */
__LINE__ __FILE__ __COUNTER__ __COUNTER__ __COUNTER__
#line 100
__LINE__
#line 200 "renamed.c"
__LINE__ __FILE__
# 300 "marker.c"
__LINE__ __FILE__
#define LINE_IN_MACRO __LINE__
LINE_IN_MACRO
#define X 1
#pragma push_macro("X")
#undef X
#define X 2
X
#pragma pop_macro("X")
X
#define DO_PRAGMA(x) _Pragma(#x) after
DO_PRAGMA(unknown_pragma with tokens)
_Pragma("GCC diagnostic push") mid _Pragma("GCC diagnostic pop")
#pragma clang loop unroll(enable)
#pragma GCC unroll 4
#pragma pack(push, 1)
#pragma STDC FP_CONTRACT ON
__STDC__ __STDC_VERSION__ __STDC_HOSTED__ __bpf__ __BPF__ __clang_major__
#define STR(x) #x
#define XSTR(x) STR(x)
XSTR(__LINE__)
/* __LINE__ in a multi-line invocation: the line of its ')' (clang) */
#define LN(x) __LINE__ x
#define ID(x) x
LN(
a
) ID(__LINE__
) ID(
__LINE__) ID(LN(b
))
#define OMP_CLAUSE num_threads(4)
#pragma omp parallel OMP_CLAUSE
#pragma unroll OMP_CLAUSE
