// expect: 2:5: error: cannot combine|two or more data types
int char x;
