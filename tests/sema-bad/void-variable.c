// expect: 2:6: error: incomplete|void
void v;
