typedef int fn(void);
fn table[4];
