// expect: 2:16: error: static assertion failed
_Static_assert(sizeof(int) == 8, "int is 4 bytes on BPF");
