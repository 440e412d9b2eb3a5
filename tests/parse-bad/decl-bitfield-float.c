struct s {
	float f : 3;
};
