typedef int arr[4];
arr f(void);
