// expect: 6:1: error: redefinition of label|redefinition
void f(void)
{
l:
	;
l:
	;
}
