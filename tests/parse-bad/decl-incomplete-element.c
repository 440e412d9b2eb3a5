struct t;
struct t arr[2];
