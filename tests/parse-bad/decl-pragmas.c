// flags: -Wall -Werror
#pragma foo bar
#pragma GCC foo
#pragma clang foo
#pragma weak w
#pragma STDC FP_CONTRACT ON
#pragma omp parallel
#pragma mark x
#pragma GCC visibility push(default)
#pragma GCC visibility pop
int w;
#pragma pack(3)
#pragma pack(pop)
#pragma GCC diagnostic pop
