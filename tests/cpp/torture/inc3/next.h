second_next
#define next_value 2
