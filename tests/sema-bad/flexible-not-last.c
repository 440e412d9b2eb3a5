// expect: 4:6: error: flexible array
struct s {
	int n;
	int data[];
	int after;
};
