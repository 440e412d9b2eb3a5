// expect: 2:27: error: designator|no member
struct s { int a; } v = {.b = 1};
