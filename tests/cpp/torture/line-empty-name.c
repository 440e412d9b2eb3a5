/* #line with an empty file name (a fuzzer found memcpy from NULL) */
int a = __LINE__;
#line 7 ""
const char *f = __FILE__;
int b = __LINE__;
