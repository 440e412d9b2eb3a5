// flags: -Werror
struct s { int a } v;
