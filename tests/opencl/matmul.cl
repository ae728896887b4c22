/* The OpenCL Programming Guide's §2.5 matrix multiplications (seed002
 * A.3, A.5), with the fixes of its section C.1: variant 1 reads global
 * memory only; variant 2 stages 16x16 tiles in __local kernel arguments
 * between barriers inside a loop. Plus §3.4's barrier example (B.11). */
typedef struct {
  int width;
  int height;
  int stride;
  __global float *elements;
} Matrix;

#define BLOCK_SIZE 16

void MatMul(Matrix A, Matrix B, Matrix C) {
  float Cvalue = 0;
  int row = get_global_id(1);
  int col = get_global_id(0);
  for (int e = 0; e < A.width; ++e)
    Cvalue += A.elements[row * A.width + e] * B.elements[e * B.width + col];
  C.elements[row * C.width + col] = Cvalue;
}

__kernel void matrixMulKernel(int Awidth, int Aheight,
                              __global float *Aelements, int Bwidth,
                              int Bheight, __global float *Belements,
                              int Cwidth, int Cheight,
                              __global float *Celements) {
  Matrix A = {Awidth, Aheight, Awidth, Aelements};
  Matrix B = {Bwidth, Bheight, Bwidth, Belements};
  Matrix C = {Cwidth, Cheight, Cwidth, Celements};
  MatMul(A, B, C);
}

typedef Matrix SMatrix;

float GetElement(const SMatrix A, int row, int col) {
  return A.elements[row * A.stride + col];
}

void SetElement(SMatrix A, int row, int col, float value) {
  A.elements[row * A.stride + col] = value;
}

SMatrix GetSubMatrix(SMatrix A, int row, int col) {
  SMatrix Asub;
  Asub.width = BLOCK_SIZE;
  Asub.height = BLOCK_SIZE;
  Asub.stride = A.stride;
  Asub.elements = &A.elements[A.stride * BLOCK_SIZE * row + BLOCK_SIZE * col];
  return Asub;
}

void MatMulShared(SMatrix C, SMatrix A, SMatrix B,
                  __local float As[BLOCK_SIZE][BLOCK_SIZE],
                  __local float Bs[BLOCK_SIZE][BLOCK_SIZE]) {
  int blockRow = get_group_id(1);
  int blockCol = get_group_id(0);
  SMatrix Csub = GetSubMatrix(C, blockRow, blockCol);
  float Cvalue = 0;
  int row = get_local_id(1);
  int col = get_local_id(0);
  for (int m = 0; m < (A.width / BLOCK_SIZE); ++m) {
    SMatrix Asub = GetSubMatrix(A, blockRow, m);
    SMatrix Bsub = GetSubMatrix(B, m, blockCol);
    As[row][col] = GetElement(Asub, row, col);
    Bs[row][col] = GetElement(Bsub, row, col);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int e = 0; e < BLOCK_SIZE; ++e)
      Cvalue += As[row][e] * Bs[e][col];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  SetElement(Csub, row, col, Cvalue);
}

__kernel void matrixMulSharedKernel(
    int Awidth, int Aheight, int Astride, __global float *Aelements,
    int Bwidth, int Bheight, int Bstride, __global float *Belements,
    int Cwidth, int Cheight, int Cstride, __global float *Celements,
    __local float As[BLOCK_SIZE][BLOCK_SIZE],
    __local float Bs[BLOCK_SIZE][BLOCK_SIZE]) {
  SMatrix C = {Cwidth, Cheight, Cstride, Celements};
  SMatrix A = {Awidth, Aheight, Astride, Aelements};
  SMatrix B = {Bwidth, Bheight, Bstride, Belements};
  MatMulShared(C, A, B, As, Bs);
}

/* §3.4 with barriers: result[i] = 2 * myArray[i] for i > 0 */
__kernel void withBarriers(__global int *myArray, __global int *result) {
  int tid = get_local_id(0);
  int ref1 = myArray[tid] * 1;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  myArray[tid + 1] = 2;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int ref2 = myArray[tid] * 1;
  result[tid] = ref1 * ref2;
}
