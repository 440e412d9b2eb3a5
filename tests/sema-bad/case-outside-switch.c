// expect: 2:16: error: not in switch
void f(void) { case 1: ; }
