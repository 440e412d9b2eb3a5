// expect: 2:1: error: alignment
_Alignas(1) int x;
