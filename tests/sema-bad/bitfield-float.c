// expect: 3:8: error: non-integral|integer type
struct s {
	float f : 3;
};
