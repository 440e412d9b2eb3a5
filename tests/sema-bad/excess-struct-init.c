// expect: 3:29: error: excess elements
// flags: -Werror
struct s { int a; } v = {1, 2};
