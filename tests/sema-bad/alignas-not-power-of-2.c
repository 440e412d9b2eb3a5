// expect: 2:1: error: power of 2
_Alignas(3) int x;
