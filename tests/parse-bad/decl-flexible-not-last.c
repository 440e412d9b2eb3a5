struct s {
	int n;
	int data[];
	int after;
};
