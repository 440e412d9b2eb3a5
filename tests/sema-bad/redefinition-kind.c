// expect: 3:5: error: redefinition
enum { A, B };
int B;
