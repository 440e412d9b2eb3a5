static extern int x;
