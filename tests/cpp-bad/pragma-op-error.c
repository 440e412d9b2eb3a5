#define FAIL _Pragma("GCC error \"from a macro\"")
int x = FAIL;
