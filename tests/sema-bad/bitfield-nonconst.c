// expect: 4:10: error: constant
int n;
struct s {
	int a : n;
};
