// expect: 3:8: error: redefinition
struct s { int a; };
struct s { int b; };
