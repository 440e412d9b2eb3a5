// expect: 3:11: error: negative
struct s {
	unsigned a : -1;
};
