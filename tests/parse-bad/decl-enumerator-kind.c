enum { A };
int A;
