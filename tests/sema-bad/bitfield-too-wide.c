// expect: 3:6: error: width
struct s {
	int a : 33;
};
