struct s {
	int a;
	char a;
};
