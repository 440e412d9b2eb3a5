// expect: 4:2: error: break
void f(void)
{
	break;
}
