// expect: 4:7: error: duplicate member
struct s {
	int a;
	char a;
};
