c_from_sub __FILE_NAME__
#define c_here yes
