// expect: 3:5: error: redefinition
int a = 1;
int a = 2;
