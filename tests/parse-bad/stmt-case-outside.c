void f(void) { case 1: ; }
