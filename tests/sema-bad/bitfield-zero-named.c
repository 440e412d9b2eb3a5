// expect: 3:6: error: zero width
struct s {
	int a : 0;
};
