struct flags { unsigned a : 3, b : 5; };
int prog(struct flags *f)
{
	return f->b;
}
