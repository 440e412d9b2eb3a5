int char x;
